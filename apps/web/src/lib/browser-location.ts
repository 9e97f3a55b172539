/**
 * Leaving the web app for an address the server answers (the forum sign-on). An
 * object of its own so a test can spy on it (`vi.spyOn(browserLocation, 'leaveTo')`):
 * jsdom's `location.assign` cannot be replaced, and the web tests share their modules.
 */
export const browserLocation = {
  leaveTo(address: string): void {
    window.location.assign(address);
  },
};

/** Leaves the web app for an address the server answers (the forum sign-on); a module of its own so tests can stand in for it. */
export function leaveTo(address: string): void {
  window.location.assign(address);
}

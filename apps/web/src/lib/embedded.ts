/** True when the app is shown inside a frame of another page (an NFO or episode embed, for example). */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Cross-origin parents make the comparison throw; that still means we are framed.
    return true;
  }
}

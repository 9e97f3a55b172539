import type { FastifyInstance } from 'fastify';

/** The YouTube trailer player (spec 001 §5) is the only embedded third party. */
const TRAILER_ORIGINS = '"https://www.youtube-nocookie.com" "https://www.youtube.com"';

/**
 * Powerful browser features the site never uses are switched off for the
 * page and every frame in it; the trailer frame keeps what its player needs
 * (the iframe's `allow` in TrailerButton.tsx asks for exactly these). Only
 * features Chromium knows are named: it warns in the console about others.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${TRAILER_ORIGINS})`,
  ),
].join(', ');

/** Sent on every answer, beside the helmet headers. */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

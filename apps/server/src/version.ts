import serverPackage from '../package.json' with { type: 'json' };

export const APP_VERSION: string = serverPackage.version;

export { NtfyClient, headerValue, type NtfyOptions } from './ntfy-client';
export { PushError, type PushMessage, type PushPublisher } from './push-publisher';
export { SwitchingPushPublisher } from './switching-publisher';

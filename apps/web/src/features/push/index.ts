/** features/push: the configured push-notification service, loaded after hydration and consent (see README.md). */
export { PushWidget } from './push-widget';

// OneSignal's service worker (Web SDK v16), at the site's root where the SDK registers it: only registered when the
// site settings' pushNotifications type is onesignal (features/push).
importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');

// The front door of modules/notifications: what other parts of the server may use. Its other files are its own.
export { notificationsModule } from './notification-endpoints.js';
export { addNotifications } from './notification-repository.js';

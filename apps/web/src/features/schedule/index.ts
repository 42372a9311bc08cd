/** features/schedule: the schedule page. */
export { scheduleDates } from './schedule-days';
export { SchedulePage } from './schedule-page';
export { pickDate, scheduleParams } from './schedule-params';

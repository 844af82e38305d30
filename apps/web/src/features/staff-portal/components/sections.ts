/** The dashboard's sections below the fold (availability, hours, calendar feed), one lazy chunk (see lazy-sections.tsx). */
export { CalendarFeedSection } from './calendar-feed-section';
export { MyAvailabilitySection } from './my-availability-section';
export { MyHoursSection } from './my-hours-section';

/** The dashboard's sections below the fold, one lazy chunk (see lazy-sections.tsx). */
export { CalendarFeedSection } from './calendar-feed-section';
export { MyAvailabilitySection } from './my-availability-section';

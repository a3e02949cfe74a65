import dayjs from 'dayjs';

/** The bot dialog's Timeline (spec 02 §2): dates as 'MMM D, YYYY', Last Run with its time. */
export const timelineDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');
export const timelineDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

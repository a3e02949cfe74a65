import dayjs from 'dayjs';

/** A date as the app's lists show it. */
export const readableDate = (value: string) => dayjs(value).format('MMM D, YYYY h:mm A');

/** When a run last used a credential: "Never" until one has. */
export const lastUsedText = (value: string | null) => (value ? readableDate(value) : 'Never');

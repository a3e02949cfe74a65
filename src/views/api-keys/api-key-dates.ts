import dayjs from 'dayjs';

/** A date as the app's lists show it. */
export const keyDate = (value: string) => dayjs(value).format('MMM D, YYYY h:mm A');

/** When a key was last used: "Never" until it has been. */
export const lastUsedText = (value: string | null) => (value ? keyDate(value) : 'Never');

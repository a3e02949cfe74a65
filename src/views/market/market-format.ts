import dayjs from 'dayjs';

/** "18,420 downloads" (02 §2 card and modal). */
export const downloadsText = (downloads: number) => `${downloads.toLocaleString('en-US')} downloads`;

/** The detail modal's release date. */
export const releaseDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** Cards show at most two tags (02 §9). */
export const cardTagLimit = 2;

/** A tag as a chip names it: "ai" is "AI", the rest take a capital. */
export const tagLabel = (tag: string) => (tag === 'ai' ? 'AI' : tag.charAt(0).toUpperCase() + tag.slice(1));

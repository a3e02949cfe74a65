import dayjs from 'dayjs';

export const paymentDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');
export const paymentDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

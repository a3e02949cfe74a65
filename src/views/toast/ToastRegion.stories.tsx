import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { toastMachine } from '../../machines/toast/toast.machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import { ToastRegion } from './ToastRegion';

export default { title: 'Feedback/ToastRegion' };

// Stays until dismissed, so the story can be looked at; the app uses the spec's 5000 ms.
const lingeringToasts = toastMachine.provide({ delays: { autoClose: 3_600_000 } });

function Region({ toast }: { toast?: ToastInput }) {
  const actor = useActorRef(lingeringToasts);
  useEffect(() => {
    if (toast) actor.send({ type: 'toast.show', toast });
  }, [actor, toast]);
  return <ToastRegion actor={actor} />;
}

export const None: Story = () => <Region />;

const defaultToast: ToastInput = { title: 'Sequences Refreshed', description: 'Sequences data has been refreshed successfully.' };
export const Default: Story = () => <Region toast={defaultToast} />;

const destructiveToast: ToastInput = {
  title: 'Login Failed',
  description: 'Invalid email or password. Please try again.',
  variant: 'destructive',
};
export const Destructive: Story = () => <Region toast={destructiveToast} />;

const successToast: ToastInput = { title: 'Profile Updated!', description: 'Your profile has been successfully updated.', variant: 'success' };
export const Success: Story = () => <Region toast={successToast} />;

const cartToast: ToastInput = { title: 'Added to Cart!', description: 'Email Autoresponder has been added to your cart.', variant: 'cart' };
export const Cart: Story = () => <Region toast={cartToast} />;

const favoriteToast: ToastInput = { title: 'Added to Favorites', description: 'Social Media Scheduler is now in your favorites.', variant: 'favorite' };
export const Favorite: Story = () => <Region toast={favoriteToast} />;

const infoToast: ToastInput = { title: 'Workflow loaded', description: 'Your workflow has been loaded successfully.', variant: 'info' };
export const Info: Story = () => <Region toast={infoToast} />;

const titleOnlyToast: ToastInput = { title: 'Cart cleared' };
export const TitleOnly: Story = () => <Region toast={titleOnlyToast} />;

import { marketImageProblem } from '../../domain/market/market-image';
import { marketPublishFieldsSchema } from '../../domain/market/publishing';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';

/** The upload modal's fields (02 §2: name, description, comma-separated tags, image; the price is D56). */
export interface PublishValues {
  name: string;
  description: string;
  tags: string;
  price: string;
}
export type PublishField = keyof PublishValues;

export const emptyPublishValues: PublishValues = { name: '', description: '', tags: '', price: '' };

/** The server's field names are the form's. */
export const publishFieldsOfBody = { name: 'name', description: 'description', tags: 'tags', price: 'price', image: 'image' } as const;

/** The shared rules on the text fields (the server's own schema) and the image's type and size. */
export function publishErrors(values: PublishValues, image: File | null): FieldErrors {
  const parsed = marketPublishFieldsSchema.safeParse({ ...values, price: values.price.trim() === '' ? undefined : values.price });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const imageProblem = image ? marketImageProblem(image) : null;
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

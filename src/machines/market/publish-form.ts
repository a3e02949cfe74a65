import { marketImageProblem } from '../../domain/market/market-image';
import { marketPublishFieldsSchema } from '../../domain/market/publishing';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';

/** The upload modal's text fields (02 §2: name, description, comma-separated tags; the price is D56). */
export interface PublishValues {
  name: string;
  description: string;
  tags: string;
  price: string;
}
export type PublishField = keyof PublishValues;

export const emptyPublishValues: PublishValues = { name: '', description: '', tags: '', price: '' };

/** What D130 adds to the modal: one of the seller's sequences and a saved version of it ('' and null until chosen). */
export interface PublishChoice {
  sequenceId: string;
  version: number | null;
}

export const noPublishChoice: PublishChoice = { sequenceId: '', version: null };

/** The server's field names are the form's; the sequence's and the version's are the selects'. */
export const publishFieldsOfBody = { name: 'name', description: 'description', tags: 'tags', price: 'price', image: 'image', sequence_id: 'sequence_id', version: 'version' } as const;

/** The shared rules on the text fields and the choices (the server's own schema), and the image's type and size. */
export function publishErrors(values: PublishValues, image: File | null, choice: PublishChoice = noPublishChoice): FieldErrors {
  const parsed = marketPublishFieldsSchema.safeParse({
    ...values,
    price: values.price.trim() === '' ? undefined : values.price,
    sequence_id: choice.sequenceId,
    version: choice.version ?? undefined,
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const imageProblem = image ? marketImageProblem(image) : null;
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

/** A sequence the modal offers: its id and title. */
export interface SequenceChoice {
  id: string;
  title: string;
}

/** A saved version the modal offers, as the sequence's Versions list says it (D86). */
export interface VersionChoice {
  number: number;
  savedAt: string;
  summary: string;
}

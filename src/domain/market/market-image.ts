/** The upload modal's image (02 §2: 'PNG, JPG up to 5MB'), checked by the form and by the server. */
export const maxMarketImageBytes = 5 * 1024 * 1024;

export const acceptedMarketImageTypes = ['image/png', 'image/jpeg'] as const;

export const marketImageMessages = {
  tooLarge: 'Image must be at most 5MB',
  wrongType: 'Only PNG and JPG images are accepted',
} as const;

/** PNG and JPEG by their first bytes: a renamed file is refused whatever its name or declared type. */
export function imageTypeOf(head: Uint8Array): (typeof acceptedMarketImageTypes)[number] | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

export const acceptedMarketImageExtensions = ['.png', '.jpg', '.jpeg'] as const;

/** The form's check before sending (the server checks the bytes too): the declared type and the size. */
export function marketImageProblem(file: { type: string; size: number }): string | null {
  if (!(acceptedMarketImageTypes as readonly string[]).includes(file.type.split(';')[0]!.trim().toLowerCase())) return marketImageMessages.wrongType;
  return file.size > maxMarketImageBytes ? marketImageMessages.tooLarge : null;
}

import { z } from 'zod';

/** An image with fixed intrinsic size so the UI can reserve its space before it loads. */
export const imageSchema = z.object({
  /** Absolute path or URL, e.g. `/api/images/products/oslo-chair/black.svg`. */
  src: z.string(),
  alt: z.string(),
  title: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** An image: src, alt, title and fixed width/height in CSS pixels. */
export type Image = z.infer<typeof imageSchema>;

/** A plain link: visible text and address. */
export const linkSchema = z.object({
  title: z.string(),
  url: z.string(),
});
/** A link with a title and url. */
export type Link = z.infer<typeof linkSchema>;

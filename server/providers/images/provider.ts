/**
 * The image-provider port. A provider answers with images in whatever form its service
 * gives; the pipeline (pipeline.ts) turns every one of them into our own stored raster files.
 */
import type { NameToRedact } from '../../../shared/name-redaction';

export interface ImageRequest {
  /** English. */
  prompt: string;
  /**
   * The names that must not reach the provider (the child's, a group's, a card's user's children)
   * and what stands in their place; every adapter that sends the prompt out removes them.
   */
  names: readonly NameToRedact[];
  negativePrompt?: string;
  width: number;
  height: number;
  count: number;
  seed?: number;
  /**
   * The story's children as opaque PNGs, for a model that draws from them (at most the provider's
   * `maxReferences`; illustrator.ts prepares them). Empty or missing: the prompt alone.
   */
  references?: Buffer[];
}

export type ProviderImage =
  | { kind: 'url'; url: string }
  | { kind: 'base64'; data: string }
  /** Only ever produced in-process by our offline illustrator; rasterised, never stored as SVG. */
  | { kind: 'svg'; svg: string };

export type ImageProviderName = 'offline' | 'replicate' | 'openai';

export interface ImageProvider {
  readonly name: ImageProviderName;
  /** The configured model, as the service names it. */
  readonly model: string;
  /** How many reference images the model takes per picture: 0 when it draws from the text alone. */
  readonly maxReferences: number;
  generate(request: ImageRequest): Promise<ProviderImage[]>;
}

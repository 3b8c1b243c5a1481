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
}

export type ProviderImage =
  | { kind: 'url'; url: string }
  | { kind: 'base64'; data: string }
  /** Only ever produced in-process by our offline illustrator; rasterised, never stored as SVG. */
  | { kind: 'svg'; svg: string };

export type ImageProviderName = 'offline' | 'replicate' | 'openai';

export interface ImageProvider {
  readonly name: ImageProviderName;
  generate(request: ImageRequest): Promise<ProviderImage[]>;
}

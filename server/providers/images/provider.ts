/**
 * The image-provider port. A provider answers with images in whatever form its service
 * gives; the pipeline (pipeline.ts) turns every one of them into our own stored raster files.
 */
export interface ImageRequest {
  /** English; never contains the child's name. */
  prompt: string;
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

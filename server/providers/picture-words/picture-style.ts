/**
 * The words every AI picture of a child shares: the avatar is drawn in the story's style, so the
 * child the parent chose is the child on every page (docs/0011-reference-image-models.md).
 */
export const PICTURE_STYLE = "Children's picture book illustration, soft pastel colours, clean lines, gentle shading, calm and friendly.";

/**
 * What a prompt adds when the children's avatars go with it as reference images: draw these
 * children, not new ones, and take only their look from the reference, not its pose or background.
 * `sheet`: the children stand side by side on one reference image (a model that takes one).
 */
export function keepFromReference(children: number, sheet: boolean): string {
  const rest = 'Take only how they look from the reference, not its pose or background.';
  if (children <= 1) return `Keep the child from the reference image: the same face, hair, skin colour and clothes. ${rest}`;
  const where = sheet ? 'the reference image, where they stand side by side' : 'the reference images, one image per child';
  return `Keep the ${children} children from ${where}: the same faces, hair, skin colours and clothes. ${rest}`;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CharacterFormValues, createCharacterSchema, editCharacterSchema } from '../schemas';

/**
 * The shared schemas accept looser input than the form ever holds (numbers for the age, a list
 * for the characteristics), so their resolver fits the form's plain text; only the types need telling.
 */
const resolverFor = <S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S) =>
  zodResolver(schema) as unknown as Resolver<CharacterFormValues, unknown, z.output<S>>;

/** The character form, validated by the same schemas the server uses. */
export const useCreateCharacterForm = (defaultValues: CharacterFormValues) =>
  useForm<CharacterFormValues, unknown, z.output<typeof createCharacterSchema>>({
    resolver: resolverFor(createCharacterSchema),
    defaultValues,
  });

export const useEditCharacterForm = (defaultValues: CharacterFormValues) =>
  useForm<CharacterFormValues, unknown, z.output<typeof editCharacterSchema>>({
    resolver: resolverFor(editCharacterSchema),
    defaultValues,
  });

// Every resource that can be created from a prompt. Jobs name their resource, and the
// queue consumer finds the creator here.
import { contactCreator } from "../contacts/create";
import type { Creator } from "./creator";

export const creators = {
  contacts: contactCreator,
} satisfies Record<string, Creator<any, any>>;

export type CreatableResource = keyof typeof creators;

export const isCreatableResource = (value: string): value is CreatableResource => value in creators;

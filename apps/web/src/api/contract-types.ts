import type {
  ZActivationState,
  ZAppVersions,
  ZCheckCapabilitiesAnswer,
  ZProjectPage,
  ZShipGroup,
} from '@keelson/contract';

/** The answer type of a contract schema, without importing zod into the web app. */
type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type TProjectPage = Infer<typeof ZProjectPage>;
export type TShipGroup = Infer<typeof ZShipGroup>;
export type TActivationState = Infer<typeof ZActivationState>;
export type TCheckCapabilitiesAnswer = Infer<typeof ZCheckCapabilitiesAnswer>;
export type TAppVersions = Infer<typeof ZAppVersions>;

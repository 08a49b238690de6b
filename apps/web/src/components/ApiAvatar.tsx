import { Avatar, type AvatarProps } from '@mantine/core';
import { useImageSrc } from './use-image-src.ts';

type Props = Omit<AvatarProps, 'src'> & {
  src: string | null | undefined;
  alt?: string;
  'aria-hidden'?: boolean;
};

/** An Avatar of an image the API serves only with the session (user and team images); initials meanwhile. */
export function ApiAvatar({ src, ...props }: Props) {
  return <Avatar src={useImageSrc(src)} {...props} />;
}

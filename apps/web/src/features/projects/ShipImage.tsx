import { Box, Center, Image } from '@mantine/core';
import { useImageSrc } from '../../components/use-image-src.ts';

/** The ship's photo, or a drawn ship as placeholder; decorative (the ship's name is beside it). */
export function ShipImage({ src: url, height = 140 }: { src: string | null; height?: number }) {
  const src = useImageSrc(url);
  if (src) return <Image src={src} alt="" h={height} fit="cover" />;
  return (
    <Center h={height} bg="ocean.0" data-testid="ship-image-placeholder">
      <Box component="svg" viewBox="0 0 64 40" w={96} aria-hidden="true">
        <path d="M4 26h56l-8 10H12z" fill="#0b3c5d" />
        <path d="M18 14h24v12H18z" fill="#4283b6" />
        <path d="M26 6h6v8h-6z" fill="#f2b134" />
        <path d="M0 38c6-3 10 3 16 0s10 3 16 0 10 3 16 0 10 3 16 0v2H0z" fill="#9fc0d9" />
      </Box>
    </Center>
  );
}

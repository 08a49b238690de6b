import { Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';

/** A tag opened from its printed QR code. */
export function TagView() {
  const { tagId } = useParams();
  usePageTitle([`Tag ${tagId}`]);
  return <Title order={2}>Tag {tagId}</Title>;
}

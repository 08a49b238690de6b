import { normaliseTagCode } from '@keelson/domain';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ScanTagButton } from './ScanTagButton.tsx';
import { useTags } from './use-tags.ts';

/**
 * #/dashboard/tag/{code}: a tag opened from its QR code or scanned in the app. A bound tag lands on
 * its item; an unbound one says how to bind it; anyone without access is told so plainly.
 */
export function TagView() {
  const { tagId = '' } = useParams();
  const code = normaliseTagCode(tagId) ?? tagId;
  usePageTitle([`Tag ${code}`]);
  const tags = useTags({ code });
  const navigate = useNavigate();
  if (tags.isPending) return <LoadingIndicator />;
  const tag = tags.data?.content[0];
  const item = tag?.ref_ihm_order_item;
  if (item)
    return <Navigate to={`/dashboard/ihm/company/${item.bucket_id}/orders/items/${item.id}`} replace />;
  return (
    <Stack maw={520}>
      <Title order={2}>Tag {tag?.tagid_formatted_short ?? code}</Title>
      {tag ? (
        <Alert color="blue" title="This tag is not bound to an item yet">
          <Text size="sm">
            Open the item it marks (in the crew tasks), and under On board → Tags enter or scan this code to
            bind it. From then on, scanning the sticker opens the item.
          </Text>
          {tag.bucket_id && (
            <Anchor component={Link} to={`/dashboard/ihm/company/${tag.bucket_id}/orders`} size="sm">
              Open the company's orders
            </Anchor>
          )}
        </Alert>
      ) : (
        <Alert color="red" title="No access to this tag" data-testid="tag-no-access">
          You have no access to tag {code}, or it does not exist. Ask the ship's crew or your company's IHM
          expert to give you access to the ship.
        </Alert>
      )}
      <ScanTagButton
        variant="light"
        label="Scan another tag"
        onCode={(next) => navigate(`/dashboard/tag/${next}`)}
      />
    </Stack>
  );
}

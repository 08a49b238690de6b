import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type TagFilter, tagsApi } from '../../api/tags.ts';

/** A page of tags by project, company, item or code. */
export function useTags(filter: TagFilter, page: { limit?: number; offset?: number } = {}, enabled = true) {
  const query = { ...filter, page_limit: page.limit ?? 50, page_offset: page.offset ?? 0 };
  return useQuery({ queryKey: queryKeys.tags(query), queryFn: () => tagsApi.list(query), enabled });
}

/** Binding or unbinding a tag refreshes every tag list (the project's, the item's, the code's). */
export function useTagChange() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tags'] });
  return {
    bind: useMutation({
      mutationFn: (props: { tagId: string; itemId: string | null }) =>
        tagsApi.bind(props.tagId, props.itemId),
      onSuccess: refresh,
    }),
    request: useMutation({
      mutationFn: (body: { project_id: string; count: number }) => tagsApi.request(body),
      onSuccess: refresh,
    }),
  };
}

/** The second line of a printed tag: what it marks, or what to do with it. */
export function tagPurpose(tag: { ref_ihm_order_item: { display_name: string } | null }): string {
  return tag.ref_ihm_order_item?.display_name ?? 'Bind this tag to an item in the app';
}

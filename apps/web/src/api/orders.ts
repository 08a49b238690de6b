import type {
  ITEM_SET_FILTERS,
  ITEM_STATS_FIELDS,
  TBucket,
  TItemEdit,
  TPurchaseOrderItem,
  ZArticle,
  ZCategory,
  ZItemPage,
  ZPurchaseOrderDetail,
  ZSupplier,
  ZVessel,
} from '@keelson/contract';
import type { CategoryRelevancy, Contamination, EquipmentClass, HazmatCode } from '@keelson/domain';
import { api } from './http.ts';

type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type TOrderItem = TPurchaseOrderItem;
export type TItemPage = Infer<typeof ZItemPage>;
export type TCategory = Infer<typeof ZCategory>;
export type TVessel = Infer<typeof ZVessel>;
export type TSupplier = Infer<typeof ZSupplier>;
export type TArticle = Infer<typeof ZArticle>;
export type TPurchaseOrderDetail = Infer<typeof ZPurchaseOrderDetail>;
export type ItemSet = (typeof ITEM_SET_FILTERS)[number];
export type ItemStatsField = (typeof ITEM_STATS_FIELDS)[number];
export type PageSize = 50 | 100;

export type ItemFilters = {
  /** null: the items of all lists (the URL says set=all). */
  set: ItemSet | null;
  statsField?: ItemStatsField | null;
  vesselId: string;
  supplierId: string;
  orderId?: string;
  search: string;
  page: number;
  size: PageSize;
};

export type CheckResultBody = {
  hazmat: HazmatCode;
  contamination: Contamination | null;
  concentration: number | null;
  quantification_per_item_unit: number | null;
  quantification_unit: string | null;
  remarks: string | null;
};

export type CategoryBody = {
  name: string;
  description?: string | null;
  relevancy: Exclude<CategoryRelevancy, 'none'>;
};
export type VesselBody = { name: string; imo?: string | null; project_id?: string | null };
export type SupplierBody = { name: string; extid?: string | null; contact_emails: string[] };
export type ArticleBody = {
  impaNumber?: string | null;
  name: string;
  description?: string | null;
  categoryId?: string | null;
};

/** Relations the list asks for with every page. */
export const LIST_INCLUDE = 'article,supplier,order,vessel,selected_category';

const companies = (bucketId: string) => `/ihm/maint/companies/${bucketId}`;
const item = (id: string) => `/ihm/maint/purchase-order-items/${id}`;

/** Maintenance orders of a company (bucket): item lists, one item, its review actions and the catalog. */
export const ordersApi = {
  /** The company itself: its name and data owner, for the header of every company screen. */
  company: (bucketId: string) => api.get<TBucket>(companies(bucketId)),
  items: (bucketId: string, filters: ItemFilters) =>
    api.get<TItemPage>(`${companies(bucketId)}/purchase-order-items`, {
      set: filters.set,
      stats_field: filters.statsField,
      vessel_id: filters.vesselId,
      supplier_id: filters.supplierId,
      order_id: filters.orderId,
      search: filters.search.trim(),
      include: LIST_INCLUDE,
      page: filters.page,
      size: filters.size,
    }),
  item: (id: string) => api.get<TOrderItem>(item(id)),
  /** One order with its vessel and all its items (with article, supplier and category). */
  order: (id: string) =>
    api.get<TPurchaseOrderDetail>(`/ihm/maint/purchase-orders/${id}`, { include: 'vessel,items' }),
  categorize: (id: string, categoryId: string) =>
    api.post<TOrderItem>(`${item(id)}/categorize`, { category_id: categoryId }),
  closeReview: (id: string) => api.post<TOrderItem>(`${item(id)}/close-review`),
  reopenReview: (id: string) => api.post<TOrderItem>(`${item(id)}/reopen-review`),
  selectEquipmentClass: (id: string, equipmentClass: EquipmentClass | null) =>
    api.post<TOrderItem>(`${item(id)}/select-equipment-class`, { equipment_class: equipmentClass }),
  /** Selects a company document of that type for the item; null unselects (docs/decisions/0010). */
  edit: (id: string, changes: TItemEdit) => api.patch<TOrderItem>(item(id), changes),
  removeCheckResult: (checkResultId: string) => api.delete<void>(`/ihm/maint/check-results/${checkResultId}`),
  selectDocument: (id: string, type: 'md' | 'sdoc', documentId: string | null) =>
    api.post<TOrderItem>(`${item(id)}/select-document`, { type, document_id: documentId }),
  addCheckResult: (id: string, body: CheckResultBody) =>
    api.post<TOrderItem>(`${item(id)}/check-results`, body),

  categories: (bucketId: string) => api.get<TCategory[]>(`${companies(bucketId)}/categories`),
  vessels: (bucketId: string) => api.get<TVessel[]>(`${companies(bucketId)}/vessels`),
  suppliers: (bucketId: string) => api.get<TSupplier[]>(`${companies(bucketId)}/suppliers`),
  articles: (bucketId: string) => api.get<TArticle[]>(`${companies(bucketId)}/articles`),
  createCategory: (bucketId: string, body: CategoryBody) =>
    api.post<TCategory>(`${companies(bucketId)}/categories`, body),
  createVessel: (bucketId: string, body: VesselBody) =>
    api.post<TVessel>(`${companies(bucketId)}/vessels`, body),
  createSupplier: (bucketId: string, body: SupplierBody) =>
    api.post<TSupplier>(`${companies(bucketId)}/suppliers`, body),
  createArticle: (bucketId: string, body: ArticleBody) =>
    api.post<TArticle>(`${companies(bucketId)}/articles`, body),
};

// The usage graph of an order item (spec section 3: Usage graph edge): where every unit came from
// and went. It is derived from the item's log, so it can never disagree with it: each crew action
// that moves units is one edge from the node that gave them to the node that took them.

export type UsageLogEntry = {
  id: string;
  type: string;
  done_at: string;
  quantity: number | null;
  storage_id: string | null;
  installation_id: string | null;
  removal_id: string | null;
  taken_from_storage_id: string | null;
  taken_from_installation_id: string | null;
};

export type UsageNodeKind = 'order' | 'delivery' | 'storage' | 'installation' | 'removal' | 'discharged';

export type UsageEdge = {
  id: string;
  type: string;
  source_node_id: string;
  target_node_id: string;
  quantity_delta: number;
  done_at: string;
  log_entry_id: string;
};

export type UsageNode = {
  id: string;
  kind: UsageNodeKind;
  /** The storage, installation or removal the node stands for (or the item for order and delivery). */
  ref_id: string;
  inflow: number;
  outflow: number;
  /** Units the node holds now: inflow minus outflow. */
  balance: number;
};

const node = (kind: UsageNodeKind, refId: string) => `${kind}:${refId}`;

/** The node an action took its units from: a storage, an installation, or the delivery. */
function sourceOf(itemId: string, entry: UsageLogEntry): string {
  if (entry.taken_from_storage_id) return node('storage', entry.taken_from_storage_id);
  if (entry.taken_from_installation_id) return node('installation', entry.taken_from_installation_id);
  return node('delivery', itemId);
}

/** The node an action gave its units to. */
function targetOf(entry: UsageLogEntry): string | null {
  if (entry.storage_id) return node('storage', entry.storage_id);
  if (entry.installation_id) return node('installation', entry.installation_id);
  if (entry.removal_id) return node('removal', entry.removal_id);
  return null;
}

/**
 * The edges of an item's usage graph from its log, oldest first. A receipt is an edge from the
 * order to the delivery whose delta corrects the previous receipt (a rejection takes everything
 * back); a discharge moves a removal's units off the ship; moves and edits carry no units.
 */
export function usageGraphEdges(itemId: string, log: readonly UsageLogEntry[]): UsageEdge[] {
  const edges: UsageEdge[] = [];
  let received = 0;
  for (const entry of log) {
    const base = { id: entry.id, type: entry.type, done_at: entry.done_at, log_entry_id: entry.id };
    const quantity = entry.quantity ?? 0;
    if (entry.type === 'receive' || entry.type === 'reject') {
      const now = entry.type === 'receive' ? quantity : 0;
      if (now !== received)
        edges.push({
          ...base,
          source_node_id: node('order', itemId),
          target_node_id: node('delivery', itemId),
          quantity_delta: now - received,
        });
      received = now;
      continue;
    }
    if (entry.type === 'discharge' && entry.removal_id) {
      edges.push({
        ...base,
        source_node_id: node('removal', entry.removal_id),
        target_node_id: node('discharged', entry.removal_id),
        quantity_delta: quantity,
      });
      continue;
    }
    if (!['store', 'install', 'remove', 'transfer'].includes(entry.type)) continue;
    const target = targetOf(entry);
    if (!target || quantity <= 0) continue;
    edges.push({
      ...base,
      source_node_id: sourceOf(itemId, entry),
      target_node_id: target,
      quantity_delta: quantity,
    });
  }
  return edges;
}

/** The nodes of the edges with what flowed in and out, in the order they first appear. */
export function usageGraphNodes(edges: readonly UsageEdge[]): UsageNode[] {
  const nodes = new Map<string, UsageNode>();
  const at = (id: string) => {
    let found = nodes.get(id);
    if (!found) {
      const [kind, refId] = id.split(':') as [UsageNodeKind, string];
      found = { id, kind, ref_id: refId, inflow: 0, outflow: 0, balance: 0 };
      nodes.set(id, found);
    }
    return found;
  };
  for (const edge of edges) {
    const source = at(edge.source_node_id);
    const target = at(edge.target_node_id);
    source.outflow += edge.quantity_delta;
    target.inflow += edge.quantity_delta;
  }
  for (const found of nodes.values()) found.balance = found.inflow - found.outflow;
  return [...nodes.values()];
}

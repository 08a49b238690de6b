import type { TProject } from '@keelson/contract';
import { SimpleGrid, useMatches } from '@mantine/core';
import { cardsOfRows, isLongList, rowCount } from '../../components/virtual/long-list.ts';
import { useVirtualList } from '../../components/virtual/use-virtual-list.ts';
import { ProjectCard } from './ProjectCard.tsx';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };
// A card (a 140 px image and four lines of text) measured 254.5 px; a row's height until it is measured.
const ROW_ESTIMATE = 255;
// About a screen of rows either side at 390×844.
const OVERSCAN_ROWS = 3;

/**
 * The loaded projects as a grid of cards; a long list (decision 0038) renders the rows near the
 * viewport only, the window scrolling it. Each card says its place among all the projects.
 */
export function ProjectGrid({ projects, total }: { projects: TProject[]; total: number }) {
  const long = isLongList(projects.length);
  // Read at once, not in an effect: the rows are cut by it from the first render.
  const cols = useMatches(COLUMNS, { getInitialValueInEffect: false });
  const list = useVirtualList({
    count: rowCount(projects.length, cols),
    enabled: long,
    estimateSize: ROW_ESTIMATE,
    overscan: OVERSCAN_ROWS,
  });
  const { first, end } = cardsOfRows(list.from, list.to, cols, projects.length);
  return (
    <SimpleGrid
      // The rows are cut by the same count of columns as the grid lays out.
      cols={long ? cols : COLUMNS}
      component="ul"
      className="plain-list"
      aria-label="Project list"
      ref={list.listRef}
      style={list.style}
    >
      {projects.slice(first, end).map((project, offset) => {
        const index = first + offset;
        // A row's first card is measured for the row: the grid stretches it to the row's height.
        const rowStart = index % cols === 0;
        return (
          <li
            key={project.id}
            aria-setsize={total}
            aria-posinset={index + 1}
            style={list.itemStyle}
            data-index={rowStart ? index / cols : undefined}
            ref={rowStart ? list.measureRef : undefined}
          >
            <ProjectCard project={project} />
          </li>
        );
      })}
    </SimpleGrid>
  );
}

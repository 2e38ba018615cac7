import { useDeferredValue, useMemo } from 'react';
import { ChoiceButtons } from '@/components/ChoiceButtons';
import { Field } from '@/components/Field';
import { PageHero } from '@/components/PageHero';
import { SearchInput } from '@/components/SearchInput';
import { EmptyState, ListErrorState } from '@/components/StatusMessage';
import { useMessages } from '@/lib/i18n/useMessages';
import { useScrollAnimations } from '@/lib/useScrollAnimations';
import { useListUrlState } from '@/lib/useListUrlState';
import { usePagedList } from '@/lib/usePagedList';
import { PagedCards } from '@/components/PagedCards';
import { LISTINGS_PAGE_SIZE } from '@/config/constants';
import { firstPageOf, type FirstPage } from '@/lib/pagination';
import { prerenderRead } from '@/lib/prerenderQuery';
import type { Project } from '@/features/projects/schema';
import {
  filterProjects,
  STATUS_FILTERS,
  toStatusFilter,
  ALL_STATUSES,
} from '@/features/projects/components/filter';
import { ProjectCard } from '@/features/projects/components/ProjectCard';
import { ListingActions } from '@/app/ListingActions';
import { projectQueries, useProjects } from '@/features/projects/hooks';
import { revalidateOnNewPath, startRead } from '@/app/routeReads';
import { paths } from '@/config/paths';
import { translatedPageMeta } from '@/lib/pageMeta';
import type { Route } from './+types/projects';

export async function loader(): Promise<{ firstPage?: FirstPage<Project> }> {
  const projects = await prerenderRead(projectQueries.all());
  if (!projects) return {};
  const shown = filterProjects(projects, { status: ALL_STATUSES, query: '' });
  return { firstPage: firstPageOf(shown, LISTINGS_PAGE_SIZE, (project) => project) };
}

export function clientLoader(): { firstPage?: FirstPage<Project> } {
  startRead(projectQueries.all());
  return {};
}

export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ location }) =>
  translatedPageMeta(location.pathname, 'lists', ({ projects }) => ({
    title: projects.title,
    description: projects.description,
    path: paths.projects,
  }));

export default function ProjectIndexPage({ loaderData }: Route.ComponentProps) {
  useScrollAnimations();
  const { projects: words } = useMessages('lists');
  const projects = useProjects();
  const { values, search, setSearch, page, changePage, update } = useListUrlState({
    status: ALL_STATUSES as string,
  });
  const status = toStatusFilter(values.status);
  // The box shows each key at once; the cards follow when React has time.
  const typed = useDeferredValue(search);
  const found = useMemo(
    () => (projects.data ? filterProjects(projects.data, { status, query: typed }) : undefined),
    [projects.data, status, typed],
  );
  const { firstPage } = loaderData;
  const narrowed = status !== ALL_STATUSES || search.trim() !== '';
  // Until the whole list is in, the page the build wrote stands (and React hydrates it as written).
  const {
    shown: current,
    listTop,
    openPage,
  } = usePagedList({
    found,
    page,
    pageSize: LISTINGS_PAGE_SIZE,
    preview: narrowed ? undefined : firstPage,
    failed: projects.isError,
    onPageChange: changePage,
  });

  let content;
  if (!current && !projects.isError) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-ink-soft">
        <span
          className="h-8 w-8 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
          aria-hidden="true"
        />
        <p>{words.loading}</p>
      </div>
    );
  } else if (projects.isError) {
    content = <ListErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
  } else if (!current || current.total === 0) {
    content = <EmptyState>{words.empty}</EmptyState>;
  } else {
    content = (
      <PagedCards
        shown={current}
        label={words.pages}
        grid="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        onPageChange={openPage}
        itemProps={(index) => ({ 'data-aos': 'fade-up', 'data-aos-delay': (index % 3) * 100 })}
        renderCard={(project) => (
          <ProjectCard
            project={project}
            actions={<ListingActions listing={{ kind: 'project', id: project._id.trim() }} />}
          />
        )}
      />
    );
  }

  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow} intro={words.intro} />
      <section aria-label={words.section} className="container-site py-10 sm:py-14">
        <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <ChoiceButtons
            label={words.status}
            choices={STATUS_FILTERS.map((value) => ({ label: words.filters[value], value }))}
            selected={status}
            onSelect={(option) => update({ status: option })}
          />
          <Field label={words.search} className="md:w-80">
            {(control) => (
              <SearchInput {...control} placeholder={words.search} value={search} onChange={setSearch} />
            )}
          </Field>
        </div>
        <div ref={listTop} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
          {content}
        </div>
      </section>
    </>
  );
}

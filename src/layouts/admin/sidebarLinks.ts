import { paths } from '@/config/paths';
import { BriefcaseIcon, DocumentIcon, FolderIcon, GridIcon } from '@/components/officeIcons';
import { BuildingIcon, LandIcon } from '@/components/listingIcons';
import { PlusIcon } from '@/components/actionIcons';

/** On small screens every entry closes the drawer: the page chosen is where the eye should go. */
export const sidebarLinks = [
  { label: 'Dashboard', to: paths.dashboard, Icon: GridIcon },
  { label: 'List Of Buildings', to: paths.buildings, Icon: BuildingIcon },
  { label: 'Add Buildings', to: paths.createBuilding, Icon: PlusIcon },
  { label: 'List of Lands', to: paths.lands, Icon: LandIcon },
  { label: 'Add Lands', to: paths.createLand, Icon: PlusIcon },
  { label: 'Job Applications', to: paths.jobApplications, Icon: BriefcaseIcon },
  { label: 'List Of Projects', to: paths.projectList, Icon: FolderIcon },
  { label: 'Add Project', to: paths.createProject, Icon: PlusIcon },
  { label: 'Blogs', to: paths.blogs, Icon: DocumentIcon },
] as const;

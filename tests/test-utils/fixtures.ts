/**
 * Records as the backend sends them, the all-defaults records the parsers give for garbage, and
 * numbered records made to order (makeBuilding(3) is 'Building 3', bld-3), and catalogues of any size.
 */
import type { Blog, BlogInput } from '@/features/blogs/schema';
import type { Building, BuildingInput } from '@/features/buildings/schema';
import type { JobApplication, JobApplicationInput } from '@/features/careers/schema';
import type { GalleryImage } from '@/features/gallery/schema';
import type { Land, LandInput } from '@/features/lands/schema';
import type { Project, ProjectInput } from '@/features/projects/schema';

export const building: Building = {
  _id: 'bld-1',
  generalInfo: {
    BuildingsName: 'Sai Heights',
    AppartmentType: '3 BHK',
    BuildingsType: 'residential',
    currentStatus: 'pre-lunch',
    approval: 'RERA',
    developerName: 'Kalinga Builders',
    locationBenifits: [
      { name: 'School', value: '1 km' },
      { name: 'Hospital', value: '2 km' },
    ],
  },
  locationDetails: {
    address: 'Plot 12, Patia',
    city: 'Bhubaneswar',
    state: 'Odisha',
    zipCode: '751024',
    country: 'India',
  },
  physicalCharacteristics: {
    yearOfProssesion: '2027',
    numberOfTowers: 2,
    totalFloors: 14,
    totalArea: 1.5,
    parkingFacilities: 'yes',
  },
  units: [
    {
      unitType: '3 BHK 2T',
      numberOfBedrooms: 3,
      numberOfBathrooms: 2,
      numberOfKitchens: 1,
      balcony: 'yes',
      terrace: 'no',
    },
  ],
  BuildingsImages: ['https://images.example.com/b1-main.jpg', 'https://images.example.com/b1-thumb.jpg'],
  BuildingsPlansImage: 'https://images.example.com/b1-plan.jpg',
  financialInfo: { sellingPrice: 6_500_000, maintenanceFees: 3000, pricingStatus: 'fixed price' },
  propertyDescription: ['Near the IT corridor.', 'Lake view.'],
  extraInfo: { amenities: ['Gym', 'Pool'], furnishings: 'semi-furnished' },
};

export const emptyBuilding: Building = {
  _id: '',
  generalInfo: {
    BuildingsName: '',
    AppartmentType: '',
    BuildingsType: '',
    currentStatus: '',
    approval: '',
    developerName: '',
    locationBenifits: [],
  },
  locationDetails: { address: '', city: '', state: '', zipCode: '', country: '' },
  physicalCharacteristics: {
    yearOfProssesion: '',
    numberOfTowers: 0,
    totalFloors: 0,
    totalArea: 0,
    parkingFacilities: '',
  },
  units: [],
  BuildingsImages: [],
  BuildingsPlansImage: '',
  financialInfo: { sellingPrice: 0, maintenanceFees: 0, pricingStatus: '' },
  propertyDescription: [],
  extraInfo: { amenities: [], furnishings: '' },
};

/** What the add form sends: the whole building without an _id. */
export const buildingInput: BuildingInput = (() => {
  const { _id: _ignored, ...rest } = building;
  return rest;
})();

export const land: Land = {
  _id: 'land-1',
  generalInfo: { propertyName: 'Khordha Plot', propertyType: 'agricultural', currentStatus: 'available' },
  locationDetails: {
    address: 'Near NH16',
    city: 'Khordha',
    state: 'Odisha',
    zipCode: '752055',
    country: 'India',
  },
  physicalCharacteristics: { totalArea: 43560, terrainType: 'flat', soilType: 'loam', roadAccess: 'paved' },
  financialInfo: { sellingPrice: 1_800_000 },
  utilities: { waterAccess: 'well', sewageSystem: 'none', electricityAccess: 'yes' },
  propertyImages: ['https://images.example.com/l1.jpg'],
};

export const emptyLand: Land = {
  _id: '',
  generalInfo: { propertyName: '', propertyType: '', currentStatus: '' },
  locationDetails: { address: '', city: '', state: '', zipCode: '', country: '' },
  physicalCharacteristics: { totalArea: 0, terrainType: '', soilType: '', roadAccess: '' },
  financialInfo: { sellingPrice: 0 },
  utilities: { waterAccess: '', sewageSystem: '', electricityAccess: '' },
  propertyImages: [],
};

export const landInput: LandInput = (() => {
  const { _id: _ignored, ...rest } = land;
  return rest;
})();

export const project: Project = {
  _id: 'prj-1',
  projectName: 'Kalinga Greens',
  projectType: 'Duplex',
  projectStatus: 'Ongoing',
  parkingFacility: 'Yes',
  amenities: ['Club house', 'Garden'],
  description: 'Duplex homes near Kalinga Nagar.',
  location: 'Kalinga Nagar, Bhubaneswar',
  yearOfCompletion: 2027,
  priceType: 'On Request',
  images: ['https://images.example.com/p1.jpg', 'https://images.example.com/p2.jpg'],
};

export const emptyProject: Project = {
  _id: '',
  projectName: '',
  projectType: '',
  projectStatus: '',
  parkingFacility: '',
  amenities: [],
  description: '',
  location: '',
  yearOfCompletion: 0,
  priceType: '',
  images: [],
};

export const projectInput: ProjectInput = (() => {
  const { _id: _ignored, ...rest } = project;
  return rest;
})();

export const blog: Blog = {
  _id: 'blog-1',
  blogImage: 'https://images.example.com/blog1.jpg',
  category: 'Investment',
  title: 'Why Bhubaneswar land prices keep rising',
  authorName: 'Asha Mohanty',
  authorImage: 'https://images.example.com/asha.jpg',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  sortParagraph: 'A short summary.',
  createdDate: '2024-06-01T10:00:00.000Z',
};

export const emptyBlog: Blog = {
  _id: '',
  blogImage: '',
  category: '',
  title: '',
  authorName: '',
  authorImage: '',
  paragraphs: [],
  sortParagraph: '',
  createdDate: '',
};

export const blogInput: BlogInput = (() => {
  const { _id: _ignored, ...rest } = blog;
  return rest;
})();

export const application: JobApplication = {
  _id: 'app-1',
  name: 'Priya Sahoo',
  email: 'priya@example.com',
  phone: '9437011111',
  jobLetter: 'I would like to join.',
  resume: 'https://images.example.com/priya-cv.pdf',
  jobData: { role: 'Sales Executive', type: 'Full Time' },
  createdAt: '2024-06-02T09:00:00.000Z',
};

export const emptyApplication: JobApplication = {
  _id: '',
  name: '',
  email: '',
  phone: '',
  jobLetter: '',
  resume: '',
  jobData: { role: '', type: '' },
  createdAt: '',
};

export const applicationInput: JobApplicationInput = {
  name: application.name,
  email: application.email,
  phone: application.phone,
  jobLetter: application.jobLetter,
  resume: application.resume,
  jobData: { ...application.jobData },
};

export const galleryImages: GalleryImage[] = [
  { _id: 'g1', img_url: 'https://images.example.com/g1.jpg', name: 'Lobby' },
  { _id: 'g2', img_url: 'https://images.example.com/g2.jpg', name: 'Garden' },
];

export const emptyGalleryImage: GalleryImage = { _id: '', img_url: '', name: '' };

export function makeBuilding(
  n: number,
  changes: { city?: string; type?: string; price?: number } = {},
): Building {
  return {
    ...structuredClone(building),
    _id: `bld-${n}`,
    generalInfo: {
      ...structuredClone(building.generalInfo),
      BuildingsName: `Building ${n}`,
      BuildingsType: changes.type ?? 'residential',
    },
    locationDetails: { ...building.locationDetails, city: changes.city ?? 'Bhubaneswar' },
    financialInfo: { ...building.financialInfo, sellingPrice: changes.price ?? 1_000_000 * n },
  };
}

export function makeLand(n: number): Land {
  return {
    ...structuredClone(land),
    _id: `land-${n}`,
    generalInfo: { ...land.generalInfo, propertyName: `Land ${n}` },
    physicalCharacteristics: { ...land.physicalCharacteristics, totalArea: n + 0.5 },
  };
}

const STATUSES = ['Ongoing', 'Finished', 'Upcoming'] as const;

export function makeProject(n: number, overrides: Partial<Project> = {}): Project {
  return {
    _id: `prj-${n}`,
    projectName: `Project ${String(n).padStart(2, '0')}`,
    projectType: 'Duplex',
    projectStatus: STATUSES[(n - 1) % STATUSES.length]!,
    parkingFacility: 'Yes',
    amenities: ['Garden'],
    description: `Description ${n}`,
    location: `Location ${n}`,
    yearOfCompletion: 2026,
    priceType: 'Call For Price',
    images: [],
    ...overrides,
  };
}

export const makeProjects = (count: number) => Array.from({ length: count }, (_, i) => makeProject(i + 1));

export function makeBlog(n: number, overrides: Partial<Blog> = {}): Blog {
  return {
    _id: `blog-${n}`,
    blogImage: '',
    category: 'Finance',
    title: `Blog title ${String(n).padStart(2, '0')}`,
    authorName: `Author ${n}`,
    authorImage: '',
    paragraphs: [`First paragraph of blog ${n}.`, `Second paragraph of blog ${n}.`],
    sortParagraph: `Summary of blog ${n}`,
    createdDate: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  };
}

export function makeApplication(n: number, overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    _id: `app-${n}`,
    name: `Applicant ${String(n).padStart(2, '0')}`,
    email: `applicant${n}@example.com`,
    phone: `98765432${String(n).padStart(2, '0')}`,
    jobLetter: `Letter ${n}`,
    resume: `https://files.example.com/resume-${n}.pdf`,
    jobData: { role: 'Telecaller', type: 'Full-Time' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * `count` records cycled from `seed`, each with its own ObjectId-like id, later ones newer (an
 * ObjectId starts with its time), and its own name: a catalogue of any size.
 */
export function catalogue<Item extends { _id: string }>(
  seed: readonly Item[],
  count: number,
  rename: (item: Item, name: (base: string) => string) => Item,
): Item[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `${(0x65000000 + index).toString(16)}${String(index).padStart(16, '0')}`;
    return {
      ...rename(structuredClone(seed[index % seed.length]!), (base) => `${base} ${index + 1}`),
      _id: id,
    };
  });
}

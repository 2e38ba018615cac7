import type { Land } from '@/features/lands/schema';
import { seedId } from './ids';

const img = (name: string) => `/images/demo/${name}.svg`;

/**
 * Nine lands around Bhubaneswar. Together they use every land type, status, terrain, road,
 * water and sewage value; one has no images so the 'No images available' state has a record.
 */
export const seedLands: Land[] = [
  {
    _id: seedId('land', 1),
    generalInfo: {
      propertyName: 'Janla Residential Plots',
      propertyType: 'residential',
      currentStatus: 'available',
    },
    locationDetails: {
      address: 'Janla, Near Chandaka Road',
      city: 'Bhubaneswar',
      state: 'Odisha',
      zipCode: '752054',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 1.5,
      terrainType: 'flat',
      soilType: 'Laterite',
      roadAccess: 'paved',
    },
    financialInfo: { sellingPrice: 4500000 },
    utilities: { waterAccess: 'municipal', sewageSystem: 'municipal', electricityAccess: 'yes' },
    propertyImages: [img('land-1'), img('land-2')],
  },
  {
    _id: seedId('land', 2),
    generalInfo: {
      propertyName: 'Tangi Farm Land',
      propertyType: 'agricultural',
      currentStatus: 'available',
    },
    locationDetails: {
      address: 'Village Tangi, Khordha district',
      city: 'Khordha',
      state: 'Odisha',
      zipCode: '752023',
      country: 'India',
    },
    physicalCharacteristics: { totalArea: 4, terrainType: 'flat', soilType: 'Alluvial', roadAccess: 'dirt' },
    financialInfo: { sellingPrice: 3200000 },
    utilities: { waterAccess: 'well', sewageSystem: 'none', electricityAccess: 'yes' },
    propertyImages: [img('land-3'), img('land-5'), img('land-1')],
  },
  {
    _id: seedId('land', 3),
    generalInfo: {
      propertyName: 'Chandaka Forest Edge Plot',
      propertyType: 'residential',
      currentStatus: 'under contract',
    },
    locationDetails: {
      address: 'Chandaka, Near Deras Dam Road',
      city: 'Bhubaneswar',
      state: 'Odisha',
      zipCode: '754005',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 2.5,
      terrainType: 'wooded',
      soilType: 'Red loam',
      roadAccess: 'dirt',
    },
    financialInfo: { sellingPrice: 5400000 },
    utilities: { waterAccess: 'well', sewageSystem: 'septic', electricityAccess: 'no' },
    propertyImages: [img('land-4')],
  },
  {
    _id: seedId('land', 4),
    generalInfo: {
      propertyName: 'Pipili Highway Commercial Land',
      propertyType: 'commercial',
      currentStatus: 'available',
    },
    locationDetails: {
      address: 'NH-316, Pipili',
      city: 'Puri',
      state: 'Odisha',
      zipCode: '752104',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 1.2,
      terrainType: 'cleared',
      soilType: 'Laterite',
      roadAccess: 'paved',
    },
    financialInfo: { sellingPrice: 12000000 },
    utilities: { waterAccess: 'municipal', sewageSystem: 'septic', electricityAccess: 'yes' },
    propertyImages: [img('land-2'), img('land-6')],
  },
  {
    _id: seedId('land', 5),
    generalInfo: {
      propertyName: 'Khurda Industrial Estate Plot',
      propertyType: 'industrial',
      currentStatus: 'available',
    },
    locationDetails: {
      address: 'IDCO Industrial Estate, Khurda',
      city: 'Khordha',
      state: 'Odisha',
      zipCode: '752055',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 5,
      terrainType: 'cleared',
      soilType: 'Red loam',
      roadAccess: 'paved',
    },
    financialInfo: { sellingPrice: 25000000 },
    utilities: { waterAccess: 'municipal', sewageSystem: 'municipal', electricityAccess: 'yes' },
    propertyImages: [img('land-6'), img('land-3')],
  },
  {
    _id: seedId('land', 6),
    generalInfo: {
      propertyName: 'Barang Riverside Acres',
      propertyType: 'agricultural',
      currentStatus: 'sold',
    },
    locationDetails: {
      address: 'Barang, Near Kuakhai River',
      city: 'Cuttack',
      state: 'Odisha',
      zipCode: '754005',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 6.5,
      terrainType: 'flat',
      soilType: 'Alluvial',
      roadAccess: 'no access',
    },
    financialInfo: { sellingPrice: 2800000 },
    utilities: { waterAccess: 'none', sewageSystem: 'none', electricityAccess: 'no' },
    propertyImages: [],
  },
  {
    _id: seedId('land', 7),
    generalInfo: {
      propertyName: 'Dhauli Hillside Land',
      propertyType: 'residential',
      currentStatus: 'available',
    },
    locationDetails: {
      address: 'Dhauli, Off Puri Road',
      city: 'Bhubaneswar',
      state: 'Odisha',
      zipCode: '751002',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 0.8,
      terrainType: 'hilly',
      soilType: 'Laterite',
      roadAccess: 'dirt',
    },
    financialInfo: { sellingPrice: 3900000 },
    utilities: { waterAccess: 'well', sewageSystem: 'septic', electricityAccess: 'yes' },
    propertyImages: [img('land-5'), img('land-4'), img('land-2')],
  },
  {
    _id: seedId('land', 8),
    generalInfo: {
      propertyName: 'Jatni Station Road Plot',
      propertyType: 'commercial',
      currentStatus: 'under contract',
    },
    locationDetails: {
      address: 'Station Road, Jatni',
      city: 'Khordha',
      state: 'Odisha',
      zipCode: '752050',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 0.6,
      terrainType: 'flat',
      soilType: 'Red loam',
      roadAccess: 'paved',
    },
    financialInfo: { sellingPrice: 7500000 },
    utilities: { waterAccess: 'municipal', sewageSystem: 'municipal', electricityAccess: 'yes' },
    propertyImages: [img('land-1'), img('land-6')],
  },
  {
    _id: seedId('land', 9),
    generalInfo: {
      propertyName: 'Konark Marine Drive Plot',
      propertyType: 'residential',
      currentStatus: 'sold',
    },
    locationDetails: {
      address: 'Marine Drive Road, Near Chandrabhaga',
      city: 'Puri',
      state: 'Odisha',
      zipCode: '752111',
      country: 'India',
    },
    physicalCharacteristics: {
      totalArea: 2,
      terrainType: 'wooded',
      soilType: 'Sandy loam',
      roadAccess: 'paved',
    },
    financialInfo: { sellingPrice: 8800000 },
    utilities: { waterAccess: 'well', sewageSystem: 'septic', electricityAccess: 'yes' },
    propertyImages: [img('land-3')],
  },
];

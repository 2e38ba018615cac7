import { MAX_LENGTH } from '@/config/limits';
import { InputField, type InputFieldProps } from './FormControls';

type AddressPart = 'address' | 'city' | 'state' | 'zipCode' | 'country';

interface AddressBox extends Pick<InputFieldProps, 'label' | 'className' | 'maxLength' | 'inputMode'> {
  part: AddressPart;
}

const BOXES: AddressBox[] = [
  {
    part: 'address',
    label: 'Address',
    className: 'sm:col-span-2 lg:col-span-3',
    maxLength: MAX_LENGTH.address,
  },
  { part: 'city', label: 'City' },
  { part: 'state', label: 'State' },
  { part: 'zipCode', label: 'Zip Code', inputMode: 'numeric' },
  { part: 'country', label: 'Country' },
];

export interface FormAddressFieldsProps {
  required: boolean;
  /** A part's registration, and whether it is at fault (with the words, where the box says them itself). */
  bind: (part: AddressPart) => Omit<InputFieldProps, 'label'>;
  /** 'number' where the backend keeps the zip code as a number. */
  zipCodeType?: 'text' | 'number';
}

/** Where a listing is: one box per part of its address, in a form section's grid. */
export function FormAddressFields({ required, bind, zipCodeType }: FormAddressFieldsProps) {
  return BOXES.map(({ part, ...input }) => (
    <InputField
      key={part}
      {...input}
      type={part === 'zipCode' ? zipCodeType : undefined}
      required={required}
      autoComplete="off"
      {...bind(part)}
    />
  ));
}

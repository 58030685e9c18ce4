// Our widgets in one registry, by the names the forms' JSON uses (widget-names.ts), plus RJSF's
// internal names so fields without a ui:widget (a boolean, an enum, a format) also get ours.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetName } from './widget-names';
import { CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget, TextWidget } from './widgets/basic';
import { BsDateWidget } from './widgets/bs-date-widget';
import { CaptchaWidget } from './widgets/captcha-widget';
import { DocumentsWidget } from './widgets/documents-widget';
import { FileWidget, PhotoWidget } from './widgets/file-widgets';
import { OtpWidget } from './widgets/otp-widget';

export const namedWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  'bs-date': BsDateWidget,
  photo: PhotoWidget,
  file: FileWidget,
  captcha: CaptchaWidget,
  otp: OtpWidget,
  documents: DocumentsWidget,
} satisfies Record<WidgetName, RegistryWidgetsType[string]>;

export const widgetRegistry: RegistryWidgetsType = {
  ...namedWidgets,
  TextWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
  PasswordWidget: TextWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  FileWidget,
};

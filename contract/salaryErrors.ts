import type { ErrorCatalogue } from './errorCatalogue.ts'

/** The refusals of the salary screens and of the salary import (contract/salary.ts). */
export const salaryErrors = {
  'salary.notXlsx': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Excel file: the file is not an Excel workbook (.xlsx); save it as .xlsx and upload it again.',
      es: 'Archivo de Excel: el archivo no es un libro de Excel (.xlsx); guárdelo como .xlsx y súbalo de nuevo.',
    },
  },
  'salary.fileTooLarge': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Excel file: the file is larger than {max} MB; split it into smaller files.',
      es: 'Archivo de Excel: el archivo pesa más de {max} MB; divídalo en archivos más pequeños.',
    },
  },
  'salary.tooManyRows': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Excel file: the sheet has more than {max} rows; split it into smaller files.',
      es: 'Archivo de Excel: la hoja tiene más de {max} filas; divídala en archivos más pequeños.',
    },
  },
  'salary.noRows': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Excel file: the first sheet has no rows under its headers.',
      es: 'Archivo de Excel: la primera hoja no tiene filas bajo sus encabezados.',
    },
  },
  'salary.missingColumn': {
    type: 'invalid',
    status: 400,
    respMsg: {
      en: 'Excel file: the first row has no "{column}" header; the headers are {columns}.',
      es: 'Archivo de Excel: la primera fila no tiene el encabezado "{column}"; los encabezados son {columns}.',
    },
  },
  'salary.nothingValid': {
    type: 'business',
    status: 422,
    respMsg: {
      en: 'No row of the file can be imported; nothing was saved.',
      es: 'Ninguna fila del archivo se puede importar; no se guardó nada.',
    },
  },
  'salary.fileImported': {
    type: 'conflict',
    status: 409,
    respMsg: {
      en: 'This file was already imported on {at}; it was not saved again.',
      es: 'Este archivo ya se importó el {at}; no se guardó de nuevo.',
    },
  },
  'salary.memberOutOfReach': {
    type: 'forbidden',
    status: 403,
    respMsg: {
      en: "You may see your own team's salaries only.",
      es: 'Solo puede ver los salarios de su propio equipo.',
    },
  },
} as const satisfies ErrorCatalogue

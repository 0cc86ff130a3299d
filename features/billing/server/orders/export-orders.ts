import 'server-only';
import { and, desc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ORDER_EXPORT_MAX_ROWS, type OrderExportRequest } from '@/features/billing/contract';
import type { Db } from '@/lib/server/db/client';
import { fileAnswer } from '@/lib/server/http/file-answer';
import type { ApiLang } from '@/lib/server/http/messages';
import { serverTranslator } from '@/lib/server/i18n';
import { formulaSafeRow } from '@/lib/server/spreadsheet/formula-safe-cell';
import { billingOrders } from '../tables';
import { orderConditions } from './order-queries';

// exportOrder: the corporation's orders matching the list's filters as an .xlsx workbook in the caller's language.
// Written in memory (at most 10,000 rows, a few hundred kB); names typed by operators go through the formula guard.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS = [
  'orderNo',
  'product',
  'quantity',
  'listPrice',
  'discount',
  'payable',
  'status',
  'payMethod',
  'createdAt',
  'completedAt',
] as const;

const money = (fen: number) => (fen / 100).toFixed(2);
const time = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '');

export async function exportOrders(
  db: Db,
  corpId: string,
  filters: Omit<OrderExportRequest, never>,
  lang: ApiLang,
) {
  const rows = await db
    .select()
    .from(billingOrders)
    .where(and(...orderConditions({ ...filters, corpId })))
    .orderBy(desc(billingOrders.createdAt), desc(billingOrders.id))
    .limit(ORDER_EXPORT_MAX_ROWS);
  const t = serverTranslator(lang, 'BillingExport');
  const status = serverTranslator(lang, 'BillingMail');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: t(`columns.${column}`),
    width: column === 'product' ? 36 : 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      formulaSafeRow([
        row.orderNo,
        lang === 'zh' ? row.productNameZh : row.productNameEn,
        String(row.quantity),
        money(row.listPriceFen),
        `${row.discountPercent}%`,
        money(row.payableFen),
        status(`status.${row.status as 'pending'}`),
        row.payMethod ? t(`methods.${row.payMethod as 'alipay'}`) : '',
        time(row.createdAt),
        time(row.completedAt),
      ]),
    );
  const body = new Uint8Array(await workbook.xlsx.writeBuffer());
  return fileAnswer({ body, contentType: XLSX, filename: `${t('filename')}.xlsx` });
}

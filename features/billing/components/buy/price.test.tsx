import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render';
import { priceOf, priceOfQuote } from './price';
import { PriceBreakdownView } from './PriceBreakdownView';

describe('the price of an order before it is placed', () => {
  it('multiplies the unit price and takes the discount off, rounding half up to the fen', () => {
    expect(priceOf(10_000, 3, 0)).toEqual({
      listFen: 30_000,
      discountPercent: 0,
      discountFen: 0,
      payableFen: 30_000,
    });
    expect(priceOf(10_000, 3, 15)).toEqual({
      listFen: 30_000,
      discountPercent: 15,
      discountFen: 4_500,
      payableFen: 25_500,
    });
    // 999 × 0.95 = 949.05 → 949; 10 × 0.85 = 8.5 → 9 (half up); 1 × 0.5 = 0.5 → 1.
    expect(priceOf(999, 1, 5).payableFen).toBe(949);
    expect(priceOf(10, 1, 15).payableFen).toBe(9);
    expect(priceOf(1, 1, 50).payableFen).toBe(1);
  });

  it('shows list price, discount and payable in yuan', () => {
    renderWithProviders(<PriceBreakdownView price={priceOf(10_000, 3, 15)} />, { locale: 'en' });
    expect(screen.getByTestId('price-list')).toHaveTextContent('CN¥300.00');
    expect(screen.getByText('Discount (15%)')).toBeInTheDocument();
    expect(screen.getByTestId('price-discount')).toHaveTextContent('−CN¥45.00');
    expect(screen.getByTestId('price-payable')).toHaveTextContent('CN¥255.00');
  });

  it('leaves the discount line out when the corporation has none', () => {
    renderWithProviders(<PriceBreakdownView price={priceOf(9_900, 1, 0)} />);
    expect(screen.queryByTestId('price-discount')).toBeNull();
    expect(screen.getByTestId('price-payable')).toHaveTextContent('¥99.00');
    expect(screen.getByText('应付金额')).toBeInTheDocument();
  });
});

describe('the price with a running promotion (the server quote)', () => {
  const quote = {
    listPriceFen: 20_000,
    discountPercent: 10,
    payableFen: 16_000,
    promotion: { titleZh: '春季特惠', titleEn: 'Spring sale', discountFen: 4_000 },
  };

  it('names the promotion in place of the corporation’s discount, in the page’s language', () => {
    renderWithProviders(<PriceBreakdownView price={priceOfQuote(quote, 'en')} />, { locale: 'en' });
    expect(screen.getByText('Promotion: Spring sale')).toBeInTheDocument();
    expect(screen.getByTestId('price-promotion')).toHaveTextContent('−CN¥40.00');
    expect(screen.queryByTestId('price-discount')).toBeNull();
    expect(screen.getByTestId('price-payable')).toHaveTextContent('CN¥160.00');
  });

  it('shows the corporation’s own discount when no promotion beats it', () => {
    renderWithProviders(
      <PriceBreakdownView price={priceOfQuote({ ...quote, payableFen: 18_000, promotion: null }, 'zh')} />,
    );
    expect(screen.getByText('折扣（10%）')).toBeInTheDocument();
    expect(screen.queryByTestId('price-promotion')).toBeNull();
  });
});

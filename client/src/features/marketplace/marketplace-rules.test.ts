import { describe, expect, it } from 'vitest';
import { bandScale, boxAndPapersLabel, conditionLabel, drawerApplyLabel, listingStatusLabel, memberSinceText, POSITION_TEXT, ratingText, sellerTypeLabel, signalText } from './marketplace-rules';

describe('labels', () => {
  it('names conditions and seller types from their enum names', () => {
    expect(conditionLabel('VERY_GOOD')).toBe('Very Good');
    expect(conditionLabel('NEW')).toBe('New');
    expect(conditionLabel('SOMETHING')).toBe('SOMETHING');
    expect(sellerTypeLabel('DEALER')).toBe('Dealer');
    expect(sellerTypeLabel('PRIVATE')).toBe('Private seller');
  });

  it('says what comes with the watch', () => {
    expect(boxAndPapersLabel(true, true)).toBe('Box and papers');
    expect(boxAndPapersLabel(true, false)).toBe('Box only');
    expect(boxAndPapersLabel(false, true)).toBe('Papers only');
    expect(boxAndPapersLabel(false, false)).toBe('Watch only');
  });

  it('gives the position words', () => {
    expect(POSITION_TEXT.BELOW_BAND).toBe('Below the market band');
    expect(POSITION_TEXT.WITHIN_BAND).toBe('Within the market band');
    expect(POSITION_TEXT.ABOVE_BAND).toBe('Above the market band');
  });
});

describe('seller lines', () => {
  it('shows the month and year joined', () => {
    expect(memberSinceText('2024-03-05T10:00:00.000Z')).toBe('Member since March 2024');
    expect(memberSinceText('not a date')).toBeNull();
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(1999, month, 28, 23, 59));
      expect(memberSinceText(date.toISOString())).toBe(`Member since ${intl.format(date)}`);
    }
  });

  it('says "No reviews yet" without a rating', () => {
    expect(ratingText(null, 0)).toBe('No reviews yet');
    expect(ratingText(4.5, 0)).toBe('No reviews yet');
    expect(ratingText(4.75, 1)).toBe('4.8 out of 5 (1 review)');
    expect(ratingText(5, 12)).toBe('5.0 out of 5 (12 reviews)');
  });
});

describe('the market band bar', () => {
  const band = { low: 8_000, median: 9_000, high: 10_000 };

  it('puts the band in the middle half of the bar', () => {
    expect(bandScale(band, 9_000)).toEqual({ low: 25, median: 50, high: 75, marker: 50 });
  });

  it('places a price outside the band outside it, pinned at the ends', () => {
    expect(bandScale(band, 7_500).marker).toBe(12.5);
    expect(bandScale(band, 1_000).marker).toBe(0);
    expect(bandScale(band, 50_000).marker).toBe(100);
  });

  it('copes with a band of one price', () => {
    const scale = bandScale({ low: 5_000, median: 5_000, high: 5_000 }, 5_000);
    expect(scale).toEqual({ low: 50, median: 50, high: 50, marker: 50 });
    expect(bandScale({ low: 5_000, median: 5_000, high: 5_000 }, 5_250).marker).toBe(75);
  });
});

describe('listing status and signal lines', () => {
  it('names the states an owner can see', () => {
    expect(listingStatusLabel('PENDING_REVIEW')).toBe('Pending review');
    expect(listingStatusLabel('LIVE')).toBe('Live');
  });

  it('joins classification and score, or gives nothing without a signal', () => {
    expect(signalText('strong-buy', 82)).toBe('Strong Buy · score 82 of 100');
    expect(signalText(null, 40)).toBe('score 40 of 100');
    expect(signalText('hold', null)).toBe('Hold');
    expect(signalText(null, null)).toBeNull();
  });
});

describe('phone filter drawer', () => {
  it('names the live result count on Apply, singular and plural, and the spec words until it is known', () => {
    expect(drawerApplyLabel(23)).toBe('Show 23 listings');
    expect(drawerApplyLabel(1)).toBe('Show 1 listing');
    expect(drawerApplyLabel(0)).toBe('Show 0 listings');
    expect(drawerApplyLabel(null)).toBe('Apply Filters');
  });
});

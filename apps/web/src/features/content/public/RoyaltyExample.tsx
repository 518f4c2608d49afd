import { formatPrice } from '@quire/domain/format/price';
import {
  EBOOK_PRICE_MAX,
  EBOOK_PRICE_MESSAGE,
  EBOOK_PRICE_MIN,
  EBOOK_ROYALTY_BANDS,
  ebookQuote,
} from '@quire/domain/pricing/ebook';
import { ratePercent } from '@quire/domain/pricing/money';
import { useId, useState } from 'react';
import { publicText } from './messages';

/** The price the example starts with: a common eBook price in the 65% band. */
export const EXAMPLE_PRICE = '4.99';

const FREE = '0.00';

/**
 * The eBook royalty bands (spec 1 §9) as a table and a price a visitor can change, priced by the
 * domain's ebookQuote, the same function as the book builder's pricing step and the server's
 * quote. Its own chunk: the money arithmetic (decimal.js) loads after the home page's first paint.
 */
export default function RoyaltyExample() {
  return (
    <>
      <p>
        {publicText('royalty.intro', {
          min: formatPrice(EBOOK_PRICE_MIN),
          max: formatPrice(EBOOK_PRICE_MAX),
          free: formatPrice(FREE),
        })}
      </p>
      <RoyaltyBands />
      <PriceExample />
    </>
  );
}

function RoyaltyBands() {
  return (
    <table className="royalty-table">
      <caption>{publicText('royalty.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{publicText('royalty.col.price')}</th>
          <th scope="col">{publicText('royalty.col.rate')}</th>
          <th scope="col">{publicText('royalty.col.share')}</th>
        </tr>
      </thead>
      <tbody>
        {EBOOK_ROYALTY_BANDS.map((band) => {
          const free = band.max === FREE;
          return (
            <tr key={band.min}>
              <th scope="row">
                {free
                  ? publicText('royalty.free', { price: formatPrice(band.min) })
                  : publicText('royalty.band', { min: formatPrice(band.min), max: formatPrice(band.max) })}
              </th>
              <td>{free ? publicText('royalty.none') : ratePercent(band.royaltyRate)}</td>
              <td>{free ? '–' : ratePercent(band.share)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the example says for a typed price: the royalty, the prompt, or the price message. */
function outcome(text: string): { invalid: boolean; message: string } {
  const price = text.trim().replace(/^\$/, '');
  if (price === '') return { invalid: false, message: publicText('royalty.prompt') };
  let quote: ReturnType<typeof ebookQuote>;
  try {
    quote = ebookQuote(price);
  } catch {
    return { invalid: true, message: EBOOK_PRICE_MESSAGE };
  }
  if (Number(quote.net_royalty) === 0) return { invalid: false, message: publicText('royalty.resultFree') };
  return {
    invalid: false,
    message: publicText('royalty.result', {
      price: formatPrice(quote.price),
      royalty: formatPrice(quote.net_royalty),
      rate: ratePercent(quote.royalty_rate),
    }),
  };
}

function PriceExample() {
  const [text, setText] = useState(EXAMPLE_PRICE);
  const id = useId();
  const { invalid, message } = outcome(text);
  return (
    <section className="royalty-example" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{publicText('royalty.exampleTitle')}</h3>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-price`}>
          {publicText('royalty.priceLabel')}
        </label>
        <span className="royalty-price">
          <span aria-hidden="true">$</span>
          <input
            id={`${id}-price`}
            className="field-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-result`}
          />
        </span>
      </div>
      <p
        id={`${id}-result`}
        className={invalid ? 'royalty-result field-error' : 'royalty-result'}
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
    </section>
  );
}

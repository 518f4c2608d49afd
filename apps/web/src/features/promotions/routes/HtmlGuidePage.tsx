import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS, type RichTextTag } from '@quire/domain';
import { usePageTitle } from '../../../lib/use-page-title';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';

/** What each allowed tag does, with an example as a person would type it. */
const TAGS: Readonly<Record<RichTextTag, { use: string; example: string }>> = {
  p: { use: 'A paragraph', example: '<p>A paragraph of text.</p>' },
  br: { use: 'A line break inside a paragraph', example: 'First line<br>Second line' },
  b: { use: 'Bold text', example: '<b>bold</b>' },
  strong: { use: 'Strongly emphasised text (shown bold)', example: '<strong>important</strong>' },
  i: { use: 'Italic text', example: '<i>italic</i>' },
  em: { use: 'Emphasised text (shown italic)', example: '<em>emphasis</em>' },
  u: { use: 'Underlined text', example: '<u>underlined</u>' },
  ul: { use: 'A bulleted list', example: '<ul><li>One</li><li>Two</li></ul>' },
  ol: { use: 'A numbered list', example: '<ol><li>First</li><li>Second</li></ol>' },
  li: { use: 'An item of a list', example: '<li>An item</li>' },
  blockquote: { use: 'A quotation set apart', example: '<blockquote>A line from a review.</blockquote>' },
  h2: { use: 'A heading', example: '<h2>About the book</h2>' },
  h3: { use: 'A smaller heading', example: '<h3>Praise</h3>' },
  h4: { use: 'The smallest heading', example: '<h4>Awards</h4>' },
  a: { use: 'A link (http, https or mailto only)', example: '<a href="https://example.com">a link</a>' },
};

/**
 * /html-guide (spec 2 §2.1): the limited HTML that text boxes such as a nomination's Additional
 * Details accept. The list is the domain's allow-list, the one the server sanitises with, so the
 * guide cannot promise a tag the server removes.
 */
export default function HtmlGuidePage() {
  const title = 'HTML guide';
  usePageTitle(title);
  return (
    <article className="prose">
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text size="lg">
          Some text boxes, such as Additional Details on a promotion nomination, accept a little HTML. These
          are the tags you may use; anything else (scripts, styles, images, other attributes) is removed when
          you submit, and the text inside it is kept.
        </Text>
        <Text>Links may use {RICH_TEXT_ALLOWED_SCHEMES.join(', ')} addresses only.</Text>
      </Stack>
      <Table mt="md" striped withTableBorder>
        <Table.Caption>The HTML tags allowed</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tag</Table.Th>
            <Table.Th scope="col">What it does</Table.Th>
            <Table.Th scope="col">Example</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RICH_TEXT_ALLOWED_TAGS.map((tag) => (
            <Table.Tr key={tag}>
              <Table.Th scope="row">
                <Code>{`<${tag}>`}</Code>
              </Table.Th>
              <Table.Td>{TAGS[tag].use}</Table.Td>
              <Table.Td>
                <Code>{TAGS[tag].example}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </article>
  );
}

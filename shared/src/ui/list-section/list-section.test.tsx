import { render, screen } from '@testing-library/react';
import { ListSection } from './list-section';

describe('ListSection', () => {
  it('is a region named by its heading, listing every item', () => {
    render(<ListSection heading="What you will be able to do" items={['Deploy a VPC', 'Harden IAM']} />);
    const region = screen.getByRole('region', { name: 'What you will be able to do' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'What you will be able to do' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Deploy a VPC', 'Harden IAM']);
  });

  it('draws nothing for an empty list', () => {
    const { container } = render(<ListSection heading="Outcomes" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

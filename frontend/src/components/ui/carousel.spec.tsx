import { fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

function setWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const WORDS = { previous: 'Previous testimonial', next: 'Next testimonial', slide: (position: number, count: number) => `${position} of ${count}` };
const slides = ['A', 'B', 'C', 'D'].map((name) => <p key={name}>Slide {name}</p>);
const shown = () => screen.getAllByRole('group').map((group) => group.textContent);

describe('Carousel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])('shows the right number of slides at %i px', (width, count) => {
    setWidth(width);
    render(<Carousel label="Testimonials" slides={slides} words={WORDS} />);
    expect(screen.getAllByRole('group')).toHaveLength(count);
  });

  it('loops with the buttons and the arrow keys', () => {
    setWidth(1280);
    render(<Carousel label="Testimonials" slides={slides} words={WORDS} />);
    expect(shown()).toEqual(['Slide A', 'Slide B', 'Slide C']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toEqual(['Slide D', 'Slide A', 'Slide B']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next testimonial' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next testimonial' }), { key: 'ArrowRight' });
    expect(shown()).toEqual(['Slide B', 'Slide C', 'Slide D']);
    expect(screen.getByRole('group', { name: '2 of 4' })).toHaveTextContent('Slide B');
  });

  it('never repeats a slide when there are fewer slides than places', () => {
    setWidth(1280);
    render(<Carousel label="Testimonials" slides={slides.slice(0, 2)} words={WORDS} />);
    expect(shown()).toEqual(['Slide A', 'Slide B']);
  });
});

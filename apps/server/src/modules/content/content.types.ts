/** A module column as stored (the image by its storage path; the URL is made when read). */
export interface ModuleColumnStored {
  heading: string | null;
  copy: string | null;
  imagePath: string | null;
  imageAlt: string | null;
  link: string | null;
  linkLabel: string | null;
}

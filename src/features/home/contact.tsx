import { SOCIAL_NETWORK_NAMES, telHref, type SocialLink, type SocialNetwork } from '@/domain/site-content';
import { useIdentity } from '@/hooks/use-identity';

/** Each network's icon, drawn in a 24 × 24 box (simplified marks, in the site's accent colour). */
const NETWORK_ICONS: Record<SocialNetwork, string> = {
  facebook: 'M14 8.5V6.8c0-.8.5-1 .9-1H17V2.2L14.1 2C10.9 2 10.2 4.4 10.2 6v2.5H8v3.8h2.2V22H14v-9.7h2.7l.4-3.8H14z',
  instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.2-3.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.7-5.6 6.7-1.1 0-2.1-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z',
  x: 'M17.8 3H21l-7 8 8.2 10h-6.4l-5-6.1L5 21H1.8l7.5-8.6L1.5 3H8l4.5 5.6L17.8 3zm-1.1 16h1.8L7.4 4.9H5.5L16.7 19z',
  web: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h3a15.7 15.7 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.3-3.9C8.8 5.3 8.4 6.6 8.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.9c.6-1.2 1-2.5 1.3-3.9h3a8 8 0 0 1-4.3 3.9zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4z',
};

/** What a social link is read as: "Page Facebook de …", or her own label with the network's name. */
function socialLabel(link: SocialLink, name: string): string {
  const network = SOCIAL_NETWORK_NAMES[link.network];
  return link.label === network ? `Page ${network} de ${name}` : `${link.label} (${network})`;
}

export function Contact() {
  const { name, email, phone, social } = useIdentity();
  return (
    <section aria-labelledby="contact" className="mx-auto max-w-page px-5 py-section">
      <h2 id="contact" className="mb-10 text-center text-4xl">
        Contact
      </h2>
      <div className="grid gap-10 text-center sm:grid-cols-3">
        <div>
          <h3 className="mb-2 text-xl">Email</h3>
          <a href={`mailto:${email}`} className="text-accent underline underline-offset-4 hover:text-accent-dark">
            {email}
          </a>
        </div>
        <div>
          <h3 className="mb-2 text-xl">Téléphone</h3>
          <a href={telHref(phone)} className="text-accent underline underline-offset-4 hover:text-accent-dark">
            {phone}
          </a>
        </div>
        <div>
          <h3 className="mb-2 text-xl">Réseaux</h3>
          <ul className="flex flex-wrap justify-center gap-3">
            {social.map((link) => (
              <li key={`${link.network} ${link.url}`}>
                <a
                  href={link.url}
                  aria-label={socialLabel(link, name)}
                  className="hover-spring inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent text-white hover:bg-accent-dark"
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="24"
                    height="24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={NETWORK_ICONS[link.network]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

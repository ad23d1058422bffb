"""The system tray icon: New chat, Show, Quit, and notifications while the window is in the background.

Where the desktop has no tray (some Wayland sessions, offscreen), the icon is simply not
shown and `notify` reports that it showed nothing; the actions still exist so the session
wires them the same way everywhere.
"""

from __future__ import annotations

from goclaw_lite.gui.qt import QAction, QIcon, QMenu, QObject, QSystemTrayIcon, Signal

NOTIFY_MS = 8000


class AppTray(QObject):
    newChatRequested = Signal()
    showRequested = Signal()
    quitRequested = Signal()

    def __init__(self, icon: QIcon, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.menu = QMenu()
        self.menu.setObjectName("trayMenu")
        self.new_chat_action = QAction(self.tr("&New chat"), self)
        self.show_action = QAction(self.tr("&Show GoClaw Lite"), self)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.new_chat_action.triggered.connect(self.newChatRequested)
        self.show_action.triggered.connect(self.showRequested)
        self.quit_action.triggered.connect(self.quitRequested)
        self.menu.addAction(self.new_chat_action)
        self.menu.addAction(self.show_action)
        self.menu.addSeparator()
        self.menu.addAction(self.quit_action)

        self.icon = QSystemTrayIcon(icon, self)
        self.icon.setToolTip(self.tr("GoClaw Lite"))
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.icon.show()

    @property
    def available(self) -> bool:
        return self.icon.isVisible()

    def notify(self, title: str, message: str) -> bool:
        """A desktop notification; False when this desktop cannot show one."""
        if not (self.available and QSystemTrayIcon.supportsMessages()):
            return False
        self.icon.showMessage(title, message, QSystemTrayIcon.MessageIcon.Information, NOTIFY_MS)
        return True

    def close(self) -> None:
        self.icon.hide()
        self.menu.deleteLater()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (QSystemTrayIcon.ActivationReason.Trigger, QSystemTrayIcon.ActivationReason.DoubleClick):
            self.showRequested.emit()
